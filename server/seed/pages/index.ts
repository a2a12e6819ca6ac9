import { aboutPage } from './about';
import { helpPage } from './help';
import { homePage } from './home';
import { imprintPage } from './imprint';
import { inspirationLivingRoomPage, inspirationOfficePage, inspirationPage } from './inspiration';
import type { PageSeed } from './page';
import { pricesPage } from './prices';
import { privacyPage } from './privacy';
import { shippingPage } from './shipping';
import { termsPage } from './terms';

export type { PageSeed } from './page';
export { helpAnchors } from './help';
export { shippingAnchors } from './shipping';

/** The cms_pages rows, in insertion order (the home page first). */
export const pages: PageSeed[] = [
  homePage,
  aboutPage,
  helpPage,
  shippingPage,
  pricesPage,
  inspirationPage,
  inspirationLivingRoomPage,
  inspirationOfficePage,
  imprintPage,
  privacyPage,
  termsPage,
];

export type PageKey =
  'home' | 'about' | 'help' | 'shipping' | 'prices' | 'inspiration' | 'inspiration-living-room' | 'inspiration-office' | 'imprint' | 'privacy' | 'terms';
