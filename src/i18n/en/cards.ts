// 'All Admin Cards' (docs/product.md: Screens, Form rules, Messages). The original product shows
// this screen in English, so the spec's wording is kept in the Uzbek catalogue too (uz/ re-exports
// this section).
export const cardsEn = {
  title: 'All Admin Cards',
  add: 'Add Card',
  createTitle: 'Add New Card',
  editTitle: 'Edit Card',
  cardNumber: 'Card Number',
  cardNumberHelp: '16 digits; spaces are ignored.',
  ownerName: 'Owner Name',
  balance: 'Balance',
  paymentSystem: 'Payment System',
  osonAccount: 'Oson Account',
  primaryAccount: 'Primary account',
  /** After the primary Oson account's name in the form's list, as the Oson screen marks it. */
  primaryMark: 'PRIMARY',
  account: 'Account',
  noOwner: 'N/A',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  empty: 'No cards have been added yet.',
  loadError: 'Failed to load page data. Please check your connection and try again.',
  saveError: 'Failed to save the card. Please check the details and try again.',
  deleteError: 'An unknown error occurred during deletion.',
  confirmDeleteTitle: 'Delete card',
  confirmDelete: 'Are you sure you want to delete this card?',
  selectAccount: 'Please select an Oson Account for the new card.',
  accountRequired: 'Choose the Oson account.',
  accountsLoadError:
    'Failed to load the Oson accounts. A new card needs one, so it cannot be saved now.',
  accountsLoadErrorEdit: 'Failed to load the Oson accounts. The card keeps its current account.',
  accountsLoading: 'Loading the Oson accounts…',
  retry: 'Try again',
  cardNumberRequired: 'The card number is required.',
  cardNumberLength: 'The card number must have exactly 16 digits.',
  balanceInvalid: 'The balance must be a whole number, 0 or more.',
  balanceMoved:
    'The balance changed while this form was open (payments went through). Nothing was saved: close the form, open it again and check the new balance.',
  paymentSystemFixed:
    'This server cannot change the payment system of a card: delete the card and add it again.',
  saved: 'Card saved.',
  deleted: 'Card deleted.',
};
