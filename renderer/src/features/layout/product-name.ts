// The product's name where it stands alone (a heading, the header before the organization's name is
// known). It is a name, the same in every language; sentences that mention it are catalogue messages.
export const PRODUCT_NAME = 'Threadline';
