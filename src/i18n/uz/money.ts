// The currency unit after amounts; also read by the dashboard's first paint, before react-admin.
export const moneyUz = { unit: "so'm" };
