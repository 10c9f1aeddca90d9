// The currency unit after amounts; also read by the dashboard's first paint, before react-admin.
export const moneyRu = { unit: 'сум' };
