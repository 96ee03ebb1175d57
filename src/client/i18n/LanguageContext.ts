import { createContext, useContext } from 'react';
import type { Language } from '../../domain/enums';
import type { Direction } from './languages';

export interface LanguageState {
  language: Language;
  direction: Direction;
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs an I18nProvider (or LanguageContext in tests) above it');
  return state;
}
