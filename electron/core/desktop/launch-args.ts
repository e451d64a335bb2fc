// What a launch of the app hands over: the links in a command line. The first instance reads its own
// argv at start; a second launch (Windows and Linux open `zulip://…` links by starting the app again)
// passes its argv to the first through Electron's `second-instance` event, and macOS delivers links
// as `open-url` events. Everything here is a pure decision so the single-instance handover is
// unit-tested without Electron.
//
// Chromium and Electron add their own switches to that argv (`--allow-file-access-from-files`,
// `--original-process-start-time=…`, macOS's `-psn_0_…`), and the first entries are the executable
// and, in development, the app's path: none of these is a link. A link is only what names one of the
// schemes we open; file paths and anything else are ignored rather than guessed at.

/** How many links one launch may hand over; more than this is not a person clicking links. */
export const MAX_LINKS_PER_LAUNCH = 8;

const LINK_PREFIX = /^(zulip|https?):/i;

export interface LaunchArgsOptions {
  /**
   * Electron's `process.defaultApp`: the app runs as `electron path/to/main.mjs`, so argv[1] is the
   * app's path. A packaged app has only its executable before the arguments.
   */
  defaultApp: boolean;
}

/** What a launch asks of the first instance: links to open, and how many arguments were ignored. */
export interface Handover {
  links: string[];
  ignored: number;
}

/** The links in a full argv (the executable first, as in `process.argv` and `second-instance`). */
export function handoverFromArgv(argv: readonly unknown[], options: LaunchArgsOptions): Handover {
  const skip = options.defaultApp ? 2 : 1;
  return linksAmong(argv.slice(skip));
}

/** The links among arguments that carry no executable (macOS `open-url`, browser mode's stdin). */
export function linksAmong(args: readonly unknown[]): Handover {
  const links: string[] = [];
  let ignored = 0;
  let switchesEnded = false;
  for (const arg of args) {
    if (typeof arg !== 'string') {
      ignored++;
      continue;
    }
    if (!switchesEnded && arg === '--') {
      // Chromium's end of switches: what follows is positional even when it starts with '-'.
      switchesEnded = true;
      continue;
    }
    const isSwitch = !switchesEnded && arg.startsWith('-');
    if (isSwitch || !LINK_PREFIX.test(arg.trim()) || links.length >= MAX_LINKS_PER_LAUNCH) {
      ignored++;
      continue;
    }
    links.push(arg.trim());
  }
  return { links, ignored };
}
