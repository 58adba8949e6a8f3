import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../../src/server/integrations/storage/local-file-storage';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, completeProfile, multipart, pngPhoto, signUp, uploadAvatar, type SignedIn } from './account-helpers';

const MAX_IMAGE = 200 * 1024;
const MAX_VIDEO = 64 * 1024;
let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'repetytor-files-'));
  t = await createTestApp({
    deps: { storage: createLocalFileStorage(filesDir) },
    accounts: { maxImageBytes: MAX_IMAGE, maxVideoBytes: MAX_VIDEO },
  });
});
afterAll(async () => {
  await t?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const upload = (user: SignedIn, url: string, filename: string, type: string, bytes: Buffer, language = 'en') => {
  const body = multipart(filename, type, bytes);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(user.token), ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
};
const mp4 = (size: number) =>
  Buffer.concat([Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'latin1'), randomBytes(size)]);

describe('PUT /users/v1/profile/teacher', () => {
  it('saves every field of the teacher profile and reads it back', async () => {
    const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
    const avatarId = (await uploadAvatar(t, teacher)).json().id;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/profile/teacher',
      headers: bearer(teacher.token),
      payload: completeProfile(avatarId),
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await t.app.inject({ url: '/users/v1/profile/teacher', headers: bearer(teacher.token) })).json();
    expect(read).toMatchObject({
      ...completeProfile(avatarId),
      experience: [{ position: 'Вчитель математики', place: 'Ліцей №1', fromYear: 2014, toYear: null }],
      languages: [
        { code: 'en', level: 'upper-intermediate' },
        { code: 'uk', level: 'native speaker' },
      ],
      searchVisible: false,
      verificationStatus: 'NOT_DONE',
      balanceMinor: 0,
      timezone: 'Europe/Kyiv',
    });
  });

  it('answers per-field keys for reference codes and files that are not the teacher’s', async () => {
    const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
    const other = await signUp(t, { role: 'ROLE_TEACHER' });
    const othersAvatar = (await uploadAvatar(t, other)).json().id;
    const bad = {
      ...completeProfile(othersAvatar),
      skills: ['alchemy'],
      languages: [{ code: 'xx', level: 'advanced' }],
      currency: 'XYZ',
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/profile/teacher',
      headers: bearer(teacher.token),
      payload: bad,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({
      skills: 'validation.skill-unknown',
      languages: 'validation.language-unknown',
      currency: 'validation.currency-invalid',
    });
    const res2 = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/profile/teacher',
      headers: bearer(teacher.token),
      payload: completeProfile(othersAvatar),
    });
    expect(res2.json().details.fields).toEqual({ avatarId: 'validation.file-invalid' });
  });
});

describe('POST /users/v1/profile/photo', () => {
  it('stores the avatar resized to 512×512 WebP under the storage root, served publicly', async () => {
    const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
    const res = await upload(teacher, '/users/v1/profile/photo', 'me.png', 'image/png', await pngPhoto(1200, 900));
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ kind: 'AVATAR', mimeType: 'image/webp', url: `/users/v1/open/files/${file.id}` });
    const served = await t.app.inject({ url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(await readdir(path.join(filesDir, 'avatars'))).toContain(
      `${(await t.db.selectFrom('stored_files').select('storage_key').where('id', '=', file.id).executeTakeFirstOrThrow()).storage_key.split('/')[1]}`,
    );
    expect((await t.app.inject({ url: '/users/v1/profile', headers: bearer(teacher.token) })).json().avatarId).toBe(
      file.id,
    );
  });

  it('replaces the previous avatar, deleting its file', async () => {
    const student = await signUp(t);
    const first = (await uploadAvatar(t, student)).json();
    const second = (await uploadAvatar(t, student)).json();
    expect((await t.app.inject({ url: '/users/v1/profile', headers: bearer(student.token) })).json().avatarId).toBe(
      second.id,
    );
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(404);
  });

  it('answers 413 PAYLOAD_TOO_LARGE with the limit for a photo over the configured size', async () => {
    const student = await signUp(t);
    const noise = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(MAX_IMAGE);
    const res = await upload(student, '/users/v1/profile/photo', 'big.png', 'image/png', noise);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file or request is too large.',
      details: { maxBytes: MAX_IMAGE },
    });
  });

  it('answers 415 UNSUPPORTED_MEDIA_TYPE for something that is not an image, whatever its name', async () => {
    const student = await signUp(t);
    const res = await upload(
      student,
      '/users/v1/profile/photo',
      'photo.png',
      'image/png',
      Buffer.from('%PDF-1.7 not an image'),
      'uk',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Цей формат не підтримується.' });
    const gif = await sharp(await pngPhoto(20, 20))
      .gif()
      .toBuffer();
    expect((await upload(student, '/users/v1/profile/photo', 'a.gif', 'image/gif', gif)).statusCode).toBe(415);
  });

  it('answers 415 for a JSON body and a field error for a form without a file', async () => {
    const student = await signUp(t);
    const json = await t.app.inject({
      method: 'POST',
      url: '/users/v1/profile/photo',
      headers: bearer(student.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/users/v1/profile/photo',
      headers: { ...bearer(student.token), 'content-type': 'multipart/form-data; boundary=empty' },
      payload: '--empty--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields).toEqual({ file: 'validation.file-required' });
  });
});

describe('POST /users/v1/profile/video and video-cover', () => {
  it('stores an MP4 intro video and a cover for a teacher', async () => {
    const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
    const video = await upload(teacher, '/users/v1/profile/video', 'intro.mp4', 'video/mp4', mp4(20_000));
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json()).toMatchObject({ kind: 'INTRO_VIDEO', mimeType: 'video/mp4', byteSize: 20_024 });
    const cover = await upload(
      teacher,
      '/users/v1/profile/video-cover',
      'cover.png',
      'image/png',
      await pngPhoto(1600, 900),
    );
    expect(cover.json()).toMatchObject({ kind: 'VIDEO_COVER', mimeType: 'image/webp' });
    const profile = (await t.app.inject({ url: '/users/v1/profile/teacher', headers: bearer(teacher.token) })).json();
    expect(profile).toMatchObject({ introVideoId: video.json().id, introVideoCoverId: cover.json().id });
    expect((await t.app.inject({ url: video.json().url })).rawPayload.length).toBe(20_024);
  });

  it('answers 413 for a video over the limit and keeps nothing of it', async () => {
    const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
    const before = await readdir(filesDir, { recursive: true });
    const res = await upload(teacher, '/users/v1/profile/video', 'long.mp4', 'video/mp4', mp4(MAX_VIDEO + 10));
    expect(res.statusCode).toBe(413);
    expect(res.json().details).toEqual({ maxBytes: MAX_VIDEO });
    expect(await readdir(filesDir, { recursive: true })).toEqual(before);
  });

  it('answers 415 for a file that is not MP4, WebM or QuickTime', async () => {
    const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
    const res = await upload(
      teacher,
      '/users/v1/profile/video',
      'intro.mp4',
      'video/mp4',
      Buffer.from('RIFF....AVI LIST'.repeat(10)),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().details.allowed).toEqual(['video/mp4', 'video/webm', 'video/quicktime']);
  });

  it('refuses a student with 403', async () => {
    const student = await signUp(t);
    expect((await upload(student, '/users/v1/profile/video', 'intro.mp4', 'video/mp4', mp4(100))).statusCode).toBe(403);
  });
});
