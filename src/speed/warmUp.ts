// Work every signed-in screen's first drawing does that does not need the app: run by the start-up
// while the app's code is still on its way, instead of inside the first render. Creating the
// first number formatter loads ICU's number data: main-thread time the first render need not pay.
import { formatNumber } from '../lib/money';

export function warmUp(): void {
  formatNumber(0);
}
