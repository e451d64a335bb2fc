// Types for the emoji files the emoji chunks import through Vite: the catalog data made at build
// time by renderer/emoji-data-plugin.ts (checked at load) and the sprite sheets as asset URLs
// (fetched only when an emojiset draws from them).
declare module 'virtual:emoji-data' {
  const data: unknown;
  export default data;
}

declare module 'emoji-datasource/img/google/sheets/32.png?url' {
  const url: string;
  export default url;
}

declare module 'emoji-datasource/img/twitter/sheets/32.png?url' {
  const url: string;
  export default url;
}
