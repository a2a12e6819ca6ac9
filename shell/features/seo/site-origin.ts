import { createContext } from 'react';
export const SiteOriginContext = createContext<string>('');
