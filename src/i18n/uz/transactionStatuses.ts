// The transactions' status names (Uzbek), which the journal and the dashboard's charts both show.
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
