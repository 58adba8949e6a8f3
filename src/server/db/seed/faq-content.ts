/**
 * FAQ of the home and FAQ pages, in both languages. Upserted on every start like the
 * reference data, so an edited answer reaches existing databases without a migration.
 * Facts follow the spec: verification within 24 hours (§9), 50-minute lessons priced per 60 in
 * search (§9), UAH (§9), 5 active requests valid 7 days (§9), the platform fee of 2 lessons (§1).
 */
interface FaqText {
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly { code: string; topic: string; uk: FaqText; en: FaqText }[] = [
  {
    code: 'how-to-find-tutor',
    topic: 'students',
    uk: {
      question: 'Як знайти репетитора?',
      answer:
        'Скористайтеся пошуком: оберіть предмет, місто або онлайн-формат, ціну та рейтинг. Відсортуйте результати за рейтингом, ціною або оцінкою профілю й відкрийте сторінку репетитора, щоб прочитати відгуки.',
    },
    en: {
      question: 'How do I find a tutor?',
      answer:
        'Use search: choose a subject, a city or the online format, a price and a rating. Sort the results by rating, price or profile score and open a tutor’s page to read the reviews.',
    },
  },
  {
    code: 'trial-lesson',
    topic: 'students',
    uk: {
      question: 'Чи можна спершу спробувати пробний урок?',
      answer:
        'Так. Залиште номер телефону у формі пробного уроку на головній сторінці, і ми зателефонуємо, щоб підібрати репетитора. Деякі репетитори проводять перший урок безкоштовно — шукайте позначку «Перший урок безкоштовно».',
    },
    en: {
      question: 'Can I try a trial lesson first?',
      answer:
        'Yes. Leave your phone number in the trial-lesson form on the home page and we will call you to find a tutor. Some tutors give the first lesson for free: look for the “Free first lesson” badge.',
    },
  },
  {
    code: 'prices',
    topic: 'payments',
    uk: {
      question: 'Скільки коштує урок?',
      answer:
        'Кожен репетитор сам встановлює ціну уроку в гривнях. Урок триває 50 хвилин, а в пошуку ціну показано за 60 хвилин, щоб пропозиції було легко порівняти.',
    },
    en: {
      question: 'How much does a lesson cost?',
      answer:
        'Each tutor sets their own price per lesson in hryvnias. A lesson lasts 50 minutes; search shows the price per 60 minutes so offers are easy to compare.',
    },
  },
  {
    code: 'verified-tutors',
    topic: 'safety',
    uk: {
      question: 'Що означає «Перевірений репетитор»?',
      answer:
        'Ми перевіряємо профіль кожного репетитора, перш ніж він з’явиться в пошуку. Перевірка триває до 24 годин. У пошуку показуються лише перевірені репетитори.',
    },
    en: {
      question: 'What does “Verified tutor” mean?',
      answer:
        'We check every tutor’s profile before it appears in search. Verification takes up to 24 hours. Only verified tutors are shown in search.',
    },
  },
  {
    code: 'lesson-requests',
    topic: 'students',
    uk: {
      question: 'Скільки запитів на урок я можу надіслати?',
      answer:
        'Одночасно можна мати до 5 активних запитів. Кожен запит активний 7 днів: якщо репетитор не відповів, запит завершиться, і ви зможете надіслати новий.',
    },
    en: {
      question: 'How many lesson requests can I send?',
      answer:
        'You can have up to 5 active requests at a time. Each request stays active for 7 days; if the tutor does not answer, it expires and you can send a new one.',
    },
  },
  {
    code: 'online-lessons',
    topic: 'lessons',
    uk: {
      question: 'Як проходять онлайн-уроки?',
      answer:
        'Уроки проходять у відеокімнаті Repetytor з інтерактивною дошкою, демонстрацією екрана та записом. Приєднатися можна за пів години до початку.',
    },
    en: {
      question: 'How do online lessons work?',
      answer:
        'Lessons take place in the Repetytor video room with a shared drawing board, screen sharing and recording. You can join from half an hour before the start.',
    },
  },
  {
    code: 'nmt-preparation',
    topic: 'exams',
    uk: {
      question: 'Чи допоможете підготуватися до НМТ і ЄВІ?',
      answer:
        'Так. Знайдіть репетитора в категорії «Підготовка до іспитів» і розв’язуйте тести у форматі НМТ та ЄВІ з аналізом результатів і підказками.',
    },
    en: {
      question: 'Can you help me prepare for the NMT and EVI?',
      answer:
        'Yes. Find a tutor in the “Exam preparation” category and practise NMT- and EVI-style tests with analysis of your results and hints.',
    },
  },
  {
    code: 'become-tutor',
    topic: 'tutors',
    uk: {
      question: 'Як стати репетитором на Repetytor?',
      answer:
        'Зареєструйтеся як репетитор, заповніть профіль (фото, предмети, ціна, досвід) і надішліть його на перевірку. Після перевірки увімкніть видимість у пошуку.',
    },
    en: {
      question: 'How do I become a tutor on Repetytor?',
      answer:
        'Sign up as a tutor, fill in your profile (photo, subjects, price, experience) and send it for verification. Once verified, turn on your search visibility.',
    },
  },
  {
    code: 'platform-fee',
    topic: 'tutors',
    uk: {
      question: 'Яка комісія платформи для репетитора?',
      answer:
        'Після першого уроку з учнем, якого ви знайшли через запит, платформа нараховує комісію у розмірі вартості двох уроків. Інших комісій немає.',
    },
    en: {
      question: 'What is the platform fee for tutors?',
      answer:
        'After the first lesson with a student you found through a request, the platform charges a fee equal to the price of two lessons. There are no other fees.',
    },
  },
  {
    code: 'favourites',
    topic: 'students',
    uk: {
      question: 'Як зберегти репетитора в обраних?',
      answer:
        'Натисніть на сердечко на картці або сторінці репетитора. Без входу обрані зберігаються в браузері, а після входу — у вашому профілі на всіх пристроях.',
    },
    en: {
      question: 'How do I save a tutor to favourites?',
      answer:
        'Tap the heart on a tutor’s card or page. Without signing in, favourites are kept in your browser; once you sign in, they are kept in your account on every device.',
    },
  },
];
