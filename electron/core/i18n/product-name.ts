// The product's name where it stands alone (the macOS app menu, the window title, the tray tooltip
// with nothing to add). It is not translated; sentences that name it take it as an argument.
export const PRODUCT_NAME = 'Threadline';
