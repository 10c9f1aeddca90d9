// The codes of the Humo helper's refusals as the gateway answers them (server/gateway/routes/
// services.ts): the production backend hands /humo/* to a helper and answers its every refusal
// with a 500 "Failed to forward request" (API-NOTES A), which the gateway turns into a 422
// `{message, code}` naming the step; the Humo screen (src/pages/humo/) says each in the UI
// language (app.humo.refused.*).
export const HUMO_REFUSALS = {
  newNumber: 'humo_number_refused',
  smscode: 'humo_code_refused',
  twostep: 'humo_password_refused',
  delete: 'humo_delete_refused',
} as const;

export type HumoStep = keyof typeof HUMO_REFUSALS;
