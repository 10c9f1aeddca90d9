// Texts of the design system's own components (src/ui/): Uzbek, the default; ru and en match it.
export const uiUz = {
  dateRange: {
    dialog: "Sanalar oralig'ini tanlang",
    clear: 'Tozalash',
    close: 'Yopish',
  },
};
