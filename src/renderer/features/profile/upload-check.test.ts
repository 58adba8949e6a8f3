import { describe, expect, it } from 'vitest';
import { megabytes, uploadProblem } from './upload-check';

const images = { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] };
const videos = { maxBytes: 100 * 1024 * 1024, types: ['video/mp4', 'video/webm', 'video/quicktime'] };

describe('uploadProblem', () => {
  it('lets a file of an allowed type within the limit go', () => {
    expect(uploadProblem({ name: 'a.png', type: 'image/png', size: 1000 }, images)).toBeNull();
    expect(uploadProblem({ name: 'a.png', type: 'image/png', size: images.maxBytes }, images)).toBeNull();
  });
  it('refuses a file over the limit', () => {
    expect(uploadProblem({ name: 'a.png', type: 'image/png', size: images.maxBytes + 1 }, images)).toBe('too-large');
  });
  it('refuses another format, whatever its size', () => {
    expect(uploadProblem({ name: 'a.gif', type: 'image/gif', size: 10 }, images)).toBe('wrong-format');
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, videos)).toBe('wrong-format');
  });
  it('reads the name when the browser gives no type', () => {
    expect(uploadProblem({ name: 'intro.MOV', type: '', size: 10 }, videos)).toBeNull();
    expect(uploadProblem({ name: 'intro', type: '', size: 10 }, videos)).toBe('wrong-format');
  });
});

describe('megabytes', () => {
  it('shows whole megabytes plainly and others with one decimal', () => {
    expect(megabytes(5 * 1024 * 1024)).toBe('5');
    expect(megabytes(2.5 * 1024 * 1024)).toBe('2.5');
  });
});
