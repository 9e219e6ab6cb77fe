import { besideArabic, DOT, LETTER_NAMES } from './latin-terms.js';

/**
 * Web and mail addresses inside Arabic text, read as an Arabic newsreader says them: "www" as three
 * "دَبْلِيُو", dots as "نُقْطَة", "@" as "آت", common endings (com, net, org, gov) and country codes
 * in Arabic, the @ of a social handle too; the names themselves stay Latin for the English voice. The
 * scheme (https://) is not said.
 */

const SPOKEN_ENDINGS: Record<string, string> = {
  com: 'كُوم',
  net: 'نِت',
  org: 'أُورْج',
  gov: 'جُوف',
  edu: 'إِيدُو',
  info: 'إِنْفُو',
  co: 'كُو',
};
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const HOST = `(?:${LABEL}\\.)+[A-Za-z]{2,}`;
const EMAIL = new RegExp(`([A-Za-z0-9._%+-]+)@(${HOST})`, 'g');
/** A URL: a scheme or www, or a host ending in a known ending; then an optional path. */
const URL = new RegExp(`(?:https?://)?((?:www\\.)?${HOST})((?:/[A-Za-z0-9._~%-]*)*)`, 'g');

/** A social handle (@SaudiAirlines, @moh_sa), not the @ of a mail address. */
const HANDLE = /(?<![A-Za-z0-9._%+-])@([A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*)/g;

export function readWebAddresses(text: string): string {
  return (
    text
      .replace(EMAIL, (match, user: string, host: string, offset: number, source: string) =>
        besideArabic(source, offset, offset + match.length)
          ? `${user.split('.').join(` ${DOT} `)} آت ${hostWords(host)}`
          : match,
      )
      .replace(URL, (match, host: string, path: string, offset: number, source: string) => {
        const looksLikeAddress = /^(?:https?:\/\/|www\.)/.test(match) || isKnownEnding(host);
        if (!looksLikeAddress || !besideArabic(source, offset, offset + match.length)) return match;
        const segments = path.split('/').filter(Boolean);
        return [hostWords(host), ...segments.map((s) => `شَرْطَة مَائِلَة ${s}`)].join(' ');
      })
      // A handle's @ is said as a mail address's; its name, parts joined by _, stays Latin.
      .replace(HANDLE, (match, name: string, offset: number, source: string) =>
        besideArabic(source, offset, offset + match.length)
          ? `آت ${name.split('_').filter(Boolean).join(' ')}`
          : match,
      )
  );
}

function isKnownEnding(host: string): boolean {
  const ending = host.slice(host.lastIndexOf('.') + 1).toLowerCase();
  return ending in SPOKEN_ENDINGS || ending.length === 2;
}

function hostWords(host: string): string {
  const labels = host.split('.');
  const last = labels.length - 1;
  return labels
    .map((label, i) => {
      const lower = label.toLowerCase();
      if (i === 0 && lower === 'www') return 'دَبْلِيُو دَبْلِيُو دَبْلِيُو';
      if (i > 0 && lower in SPOKEN_ENDINGS) return SPOKEN_ENDINGS[lower];
      if (i === last && lower.length === 2)
        return [...label.toUpperCase()].map((l) => LETTER_NAMES[l]).join(' ');
      return label.split('-').join(' شَرْطَة ');
    })
    .join(` ${DOT} `);
}
