// Types for the emoji-datasource files the emoji chunk imports through Vite: the records as raw
// text (parsed and checked at load, so the compiler never infers the 1 MB file's type) and the
// sprite sheets as asset URLs (fetched only when an emojiset draws from them).
declare module 'emoji-datasource/emoji.json?raw' {
  const text: string;
  export default text;
}

declare module 'emoji-datasource/img/google/sheets/32.png?url' {
  const url: string;
  export default url;
}

declare module 'emoji-datasource/img/twitter/sheets/32.png?url' {
  const url: string;
  export default url;
}
