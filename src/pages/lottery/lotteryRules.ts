// Pure rules of the lottery page (docs/product.md: Form rules): input parsing, form checks and the
// prize total, kept apart from the components so each rule has its own table-driven test.
import type { Prize } from '../../providers/lottery';

/** A whole number above zero typed by an admin ("10 000" allowed), or null when it is not one. */
export function parsePositiveInt(input: string): number | null {
  // Admins often type money with the grouping they read on screen: ordinary or no-break spaces.
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The catalogue key of the add-prize form's problem, or null. */
export function prizeProblem(amount: string, count: string): string | null {
  // The spec has one message for the whole form: blank, zero or not a number all get it.
  if (parsePositiveInt(amount) === null || parsePositiveInt(count) === null) {
    return 'app.lottery.prizes.required';
  }
  return null;
}

/** The catalogue key of the ticket count's problem (at least 1: docs/product.md, Constants), or null. */
export function ticketCountProblem(count: string): string | null {
  return parsePositiveInt(count) === null ? 'app.lottery.balance.ticketCountInvalid' : null;
}

/** The add-prize form's values as typed (ra-core's Form). */
export interface PrizeInput {
  amount: string;
  numberOfPrize: string;
}

/**
 * The add-prize form's errors for ra-core's Form: the spec's one message, on the first field that
 * needs it (on both, it would be read out twice).
 */
export function prizeFormErrors({ amount, numberOfPrize }: PrizeInput): Partial<PrizeInput> {
  const key = prizeProblem(amount ?? '', numberOfPrize ?? '');
  if (!key) return {};
  return parsePositiveInt(amount ?? '') === null ? { amount: key } : { numberOfPrize: key };
}

export interface AwardInput {
  totalUsers: string;
  randomUsers: string;
  amount: string;
}

/** The catalogue key of the random-award form's first problem, or null. */
export function awardProblem(input: AwardInput): string | null {
  const fields = [input.totalUsers, input.randomUsers, input.amount];
  if (fields.some((field) => !field.trim())) return 'app.lottery.award.required';
  const [total, random, amount] = fields.map(parsePositiveInt);
  if (total === null || random === null || amount === null) return 'app.lottery.award.positive';
  if (random > total) return 'app.lottery.award.tooMany';
  return null;
}

/** The random-award form's errors for ra-core's Form: the first problem, on the field it is about. */
export function awardFormErrors(input: AwardInput): Partial<AwardInput> {
  const values: AwardInput = {
    totalUsers: input.totalUsers ?? '',
    randomUsers: input.randomUsers ?? '',
    amount: input.amount ?? '',
  };
  const key = awardProblem(values);
  if (!key) return {};
  if (key === 'app.lottery.award.tooMany') return { randomUsers: key };
  const names = Object.keys(values) as (keyof AwardInput)[];
  const wrong = (name: keyof AwardInput) =>
    key === 'app.lottery.award.required'
      ? !values[name].trim()
      : parsePositiveInt(values[name]) === null;
  const field = names.find(wrong) ?? 'totalUsers';
  return { [field]: key };
}

export interface PrizeTotals {
  /** Sum of amount × remaining count, in so'm. */
  amount: number;
  /** How many prizes remain, all amounts together. */
  count: number;
}

/** Over the prizes whose figures the server sent; a prize without them adds nothing it could claim. */
export function prizeTotals(prizes: readonly Prize[]): PrizeTotals {
  return prizes.reduce<PrizeTotals>(
    (total, prize) => ({
      amount: total.amount + (prize.amount ?? 0) * (prize.numberOfPrize ?? 0),
      count: total.count + (prize.numberOfPrize ?? 0),
    }),
    { amount: 0, count: 0 },
  );
}

/** The HTTP status a failed call carries (ApiError, react-admin's HttpError), if any. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
