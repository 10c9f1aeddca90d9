// A text a CSV file carries to a spreadsheet, which runs a cell that starts with '=', '+', '-' or
// '@' (or a tab or carriage return before one) as a formula: a bot user's name is typed by anyone,
// and "=HYPERLINK(...)" in it would run on the admin's machine. Such a text gets a leading
// apostrophe, which spreadsheets show as text (OWASP's advice on CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
