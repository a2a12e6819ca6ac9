import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ExampleApp } from './example-app';
import './example.css';

// ?shop=<origin> names the print shop (as the sandbox's does); ?lang= the widgets' language.
const params = new URLSearchParams(window.location.search);
createRoot(document.getElementById('app') as HTMLElement).render(
  <StrictMode>
    <ExampleApp shop={params.get('shop') ?? window.location.origin} lang={params.get('lang') ?? 'en'} />
  </StrictMode>,
);
