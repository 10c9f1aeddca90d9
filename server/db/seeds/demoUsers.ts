// Demo bot users for the transaction seed: Telegram chat ids, Uzbek and Russian full names (some
// unknown, as when the bot could not read one), their own cards that withdrawals pay out to, and
// how active each is: a few very active users and a long tail, as in real payment bots.
import { pickOne, randomInt, weightedPicker } from './seededRandom.ts';
import type { Random } from './seededRandom.ts';

export interface DemoUser {
  chatId: number;
  fullName: string | null;
  /** The user's own card (withdrawals are paid to it); passes the Luhn check. */
  cardNumber: string;
  /** Relative share of all requests. */
  activity: number;
  /** Index of the platform this user mostly plays on. */
  favouritePlatform: number;
}

// prettier-ignore
const UZBEK_MEN = [
  'Aziz', 'Jasur', 'Sardor', 'Bekzod', 'Otabek', 'Sherzod', 'Dilshod', "Ulug'bek", 'Jahongir',
  'Farrux', 'Islom', 'Shohruh', 'Rustam', 'Akmal', 'Bobur', 'Javlon', 'Doniyor', 'Sanjar', 'Temur',
  'Eldor', 'Nodir', 'Anvar', 'Oybek', 'Mirjalol', 'Abdulla', 'Sarvar', 'Umid', 'Zafar',
];
// prettier-ignore
const UZBEK_WOMEN = [
  'Dilnoza', 'Malika', 'Madina', 'Nilufar', 'Gulnora', 'Shahnoza', 'Zarina', 'Feruza', 'Mohira',
  'Sevara', 'Kamola', 'Nodira', 'Dildora', 'Barno', 'Munisa', 'Sabina', 'Gulruh', 'Lola',
];
// Male forms; women's surnames add -a (Karimov, Karimova).
// prettier-ignore
const UZBEK_SURNAMES = [
  'Karimov', 'Yusupov', 'Toshmatov', 'Rahimov', 'Nurmatov', 'Abdullayev', 'Ismoilov', 'Ergashev',
  'Xolmatov', 'Qodirov', 'Saidov', 'Mirzayev', 'Aliyev', 'Tursunov', 'Rasulov', 'Hamidov',
  'Sobirov', 'Normatov', 'Usmonov', "Jo'rayev", 'Yo\u02bbldoshev', 'Azimov', 'Sharipov',
];
// prettier-ignore
const RUSSIAN_MEN = [
  'Иван', 'Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Михаил', 'Никита', 'Артём', 'Максим',
  'Павел', 'Егор', 'Роман', 'Владимир', 'Олег',
];
// prettier-ignore
const RUSSIAN_WOMEN = [
  'Анна', 'Екатерина', 'Мария', 'Ольга', 'Наталья', 'Елена', 'Дарья', 'Юлия', 'Светлана', 'Ксения',
];
// prettier-ignore
const RUSSIAN_SURNAMES = [
  'Иванов', 'Петров', 'Смирнов', 'Кузнецов', 'Попов', 'Соколов', 'Лебедев', 'Новиков', 'Морозов',
  'Волков', 'Фёдоров', 'Михайлов', 'Ким', 'Пак',
];

/** Share of users whose name the bot never learned. */
const UNKNOWN_NAME_SHARE = 0.15;

function fullName(random: Random): string | null {
  if (random() < UNKNOWN_NAME_SHARE) return null;
  const woman = random() < 0.3;
  if (random() < 0.72) {
    const surname = pickOne(random, UZBEK_SURNAMES);
    const first = pickOne(random, woman ? UZBEK_WOMEN : UZBEK_MEN);
    return `${first} ${woman ? `${surname}a` : surname}`;
  }
  const surname = pickOne(random, RUSSIAN_SURNAMES);
  const first = pickOne(random, woman ? RUSSIAN_WOMEN : RUSSIAN_MEN);
  // Korean surnames (Ким, Пак) have no feminine form.
  const feminine = woman && surname.length > 3 ? `${surname}а` : surname;
  return `${first} ${feminine}`;
}

/** The digit that makes `partial` + digit pass the Luhn check. */
function luhnCheckDigit(partial: string): number {
  let sum = 0;
  [...partial].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return (10 - (sum % 10)) % 10;
}

function userCardNumber(random: Random): string {
  let partial = random() < 0.55 ? '9860' : '8600'; // HUMO or UZCARD
  while (partial.length < 15) partial += String(randomInt(random, 0, 9));
  return partial + String(luhnCheckDigit(partial));
}

/** Private-chat ids of the sizes Telegram hands out (9 and 10 digits). */
function chatId(random: Random): number {
  const ranges: Array<[number, number]> = [
    [100_000_000, 999_999_999],
    [1_000_000_000, 2_147_483_647],
    [5_000_000_000, 7_999_999_999],
  ];
  const [low, high] = ranges[Math.min(2, Math.floor(random() * 4))];
  return randomInt(random, low, high);
}

/**
 * `count` users with distinct chat ids. Activity falls off with rank (Zipf-like), so the top
 * few users make a large share of requests; favourite platforms follow `platformWeights`.
 */
export function demoUsers(random: Random, count: number, platformWeights: number[]): DemoUser[] {
  const seen = new Set<number>();
  const favourite = weightedPicker(
    platformWeights.map((weight, index) => [index, weight] as const),
  );
  const users: DemoUser[] = [];
  while (users.length < count) {
    const id = chatId(random);
    if (seen.has(id)) continue;
    seen.add(id);
    users.push({
      chatId: id,
      fullName: fullName(random),
      cardNumber: userCardNumber(random),
      activity: 1 / (users.length + 1) ** 0.9,
      favouritePlatform: favourite(random),
    });
  }
  return users;
}
