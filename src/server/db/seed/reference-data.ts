/**
 * Open reference data: subjects grouped as a Ukrainian student looks for them, Ukraine's
 * regional centres, spoken languages and currencies (UAH first: it is the currency shown).
 * Codes are stable slugs used in URLs and stored on profiles; names are display text.
 */
type Named = readonly [code: string, uk: string, en: string];

export const CATEGORY_GROUPS: readonly Named[] = [
  ['school', 'Шкільні предмети', 'School subjects'],
  ['exams', 'Підготовка до іспитів', 'Exam preparation'],
  ['languages', 'Іноземні мови', 'Foreign languages'],
  ['it', 'ІТ та програмування', 'IT and programming'],
  ['music', 'Музика', 'Music'],
  ['arts', 'Мистецтво та хобі', 'Arts and hobbies'],
];

/** [code, group, uk, en, top] */
export const CATEGORIES: readonly (readonly [string, string, string, string, boolean])[] = [
  ['mathematics', 'school', 'Математика', 'Mathematics', true],
  ['ukrainian-language', 'school', 'Українська мова', 'Ukrainian language', true],
  ['ukrainian-literature', 'school', 'Українська література', 'Ukrainian literature', false],
  ['history-of-ukraine', 'school', 'Історія України', 'History of Ukraine', true],
  ['physics', 'school', 'Фізика', 'Physics', true],
  ['chemistry', 'school', 'Хімія', 'Chemistry', false],
  ['biology', 'school', 'Біологія', 'Biology', false],
  ['geography', 'school', 'Географія', 'Geography', false],
  ['primary-school', 'school', 'Початкова школа', 'Primary school', false],
  ['nmt-mathematics', 'exams', 'НМТ: математика', 'NMT: mathematics', true],
  ['nmt-ukrainian', 'exams', 'НМТ: українська мова', 'NMT: Ukrainian language', true],
  ['nmt-history', 'exams', 'НМТ: історія України', 'NMT: history of Ukraine', false],
  ['nmt-english', 'exams', 'НМТ: англійська мова', 'NMT: English', false],
  ['evi', 'exams', 'ЄВІ (магістратура)', 'EVI (master’s entrance)', false],
  ['english', 'languages', 'Англійська мова', 'English', true],
  ['german', 'languages', 'Німецька мова', 'German', false],
  ['polish', 'languages', 'Польська мова', 'Polish', false],
  ['french', 'languages', 'Французька мова', 'French', false],
  ['spanish', 'languages', 'Іспанська мова', 'Spanish', false],
  ['ukrainian-for-foreigners', 'languages', 'Українська як іноземна', 'Ukrainian as a foreign language', false],
  ['programming', 'it', 'Програмування', 'Programming', true],
  ['python', 'it', 'Python', 'Python', false],
  ['javascript', 'it', 'JavaScript', 'JavaScript', false],
  ['computer-science', 'it', 'Інформатика', 'Computer science', false],
  ['piano', 'music', 'Фортепіано', 'Piano', false],
  ['guitar', 'music', 'Гітара', 'Guitar', false],
  ['vocals', 'music', 'Вокал', 'Vocals', false],
  ['drawing', 'arts', 'Малювання', 'Drawing', false],
  ['chess', 'arts', 'Шахи', 'Chess', false],
];

export const COUNTRIES: readonly Named[] = [
  ['UA', 'Україна', 'Ukraine'],
  ['PL', 'Польща', 'Poland'],
  ['DE', 'Німеччина', 'Germany'],
  ['CZ', 'Чехія', 'Czechia'],
  ['GB', 'Велика Британія', 'United Kingdom'],
  ['CA', 'Канада', 'Canada'],
  ['US', 'США', 'United States'],
];

/** [code, country, uk, en] */
export const CITIES: readonly (readonly [string, string, string, string])[] = [
  ['kyiv', 'UA', 'Київ', 'Kyiv'],
  ['kharkiv', 'UA', 'Харків', 'Kharkiv'],
  ['odesa', 'UA', 'Одеса', 'Odesa'],
  ['dnipro', 'UA', 'Дніпро', 'Dnipro'],
  ['lviv', 'UA', 'Львів', 'Lviv'],
  ['zaporizhzhia', 'UA', 'Запоріжжя', 'Zaporizhzhia'],
  ['vinnytsia', 'UA', 'Вінниця', 'Vinnytsia'],
  ['poltava', 'UA', 'Полтава', 'Poltava'],
  ['chernihiv', 'UA', 'Чернігів', 'Chernihiv'],
  ['cherkasy', 'UA', 'Черкаси', 'Cherkasy'],
  ['zhytomyr', 'UA', 'Житомир', 'Zhytomyr'],
  ['sumy', 'UA', 'Суми', 'Sumy'],
  ['rivne', 'UA', 'Рівне', 'Rivne'],
  ['ivano-frankivsk', 'UA', 'Івано-Франківськ', 'Ivano-Frankivsk'],
  ['ternopil', 'UA', 'Тернопіль', 'Ternopil'],
  ['lutsk', 'UA', 'Луцьк', 'Lutsk'],
  ['uzhhorod', 'UA', 'Ужгород', 'Uzhhorod'],
  ['chernivtsi', 'UA', 'Чернівці', 'Chernivtsi'],
  ['khmelnytskyi', 'UA', 'Хмельницький', 'Khmelnytskyi'],
  ['kropyvnytskyi', 'UA', 'Кропивницький', 'Kropyvnytskyi'],
  ['mykolaiv', 'UA', 'Миколаїв', 'Mykolaiv'],
  ['kherson', 'UA', 'Херсон', 'Kherson'],
  ['warsaw', 'PL', 'Варшава', 'Warsaw'],
  ['krakow', 'PL', 'Краків', 'Kraków'],
  ['wroclaw', 'PL', 'Вроцлав', 'Wrocław'],
  ['berlin', 'DE', 'Берлін', 'Berlin'],
  ['munich', 'DE', 'Мюнхен', 'Munich'],
  ['prague', 'CZ', 'Прага', 'Prague'],
  ['london', 'GB', 'Лондон', 'London'],
  ['toronto', 'CA', 'Торонто', 'Toronto'],
  ['new-york', 'US', 'Нью-Йорк', 'New York'],
];

export const SPOKEN_LANGUAGES: readonly Named[] = [
  ['uk', 'Українська', 'Ukrainian'],
  ['en', 'Англійська', 'English'],
  ['de', 'Німецька', 'German'],
  ['pl', 'Польська', 'Polish'],
  ['fr', 'Французька', 'French'],
  ['es', 'Іспанська', 'Spanish'],
  ['it', 'Італійська', 'Italian'],
  ['cs', 'Чеська', 'Czech'],
];

/** [code, uk, en, symbol] */
export const CURRENCIES: readonly (readonly [string, string, string, string])[] = [
  ['UAH', 'Гривня', 'Ukrainian hryvnia', '₴'],
  ['USD', 'Долар США', 'US dollar', '$'],
  ['EUR', 'Євро', 'Euro', '€'],
  ['PLN', 'Злотий', 'Polish złoty', 'zł'],
];
