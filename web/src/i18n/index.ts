import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { ar } from './ar';
import { en, type Messages } from './en';

export type Lang = 'ar' | 'en';

const STORAGE_KEY = 'workspace-lang';
export const MESSAGES: Record<Lang, Messages> = { ar, en };

/** The saved choice, else the browser's first language that the workspace speaks. */
export function initialLang(): Lang {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'ar' || saved === 'en') return saved;
  const preferred = navigator.languages.find((l) => /^(ar|en)\b/i.test(l)) ?? '';
  return preferred.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** Sets the page's language and direction, and remembers the choice. */
export function applyLang(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.title = MESSAGES[lang].appName;
  localStorage.setItem(STORAGE_KEY, lang);
}

export interface LangState {
  lang: Lang;
  t: Messages;
  setLang: (lang: Lang) => void;
}

export const LangContext = createContext<LangState>({ lang: 'en', t: en, setLang: () => {} });

export const useLang = () => useContext(LangContext);
