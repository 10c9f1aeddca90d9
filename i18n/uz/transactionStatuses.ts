// The transactions' status names (Uzbek): in the app's catalogue, since the dashboard's charts
// name statuses too; the journal's other texts come with the journal (i18n/screens).
export const transactionStatusesUz = {
  PENDING: 'Kutilmoqda',
  PENDING_SMS: 'SMS kutilmoqda',
  PENDING_ADMIN: "Admin tasdig'i kutilmoqda",
  PENDING_PAYMENT: "To'lov kutilmoqda",
  PENDING_SCREENSHOT: 'Skrinshot kutilmoqda',
  APPROVED: 'Tasdiqlangan',
  BONUS_APPROVED: 'Bonus tasdiqlangan',
  CANCELED: 'Bekor qilingan',
  FAILED: 'Muvaffaqiyatsiz',
};
