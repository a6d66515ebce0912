// Entry point: fonts, design tokens and global styles, then the app in StrictMode. Production
// builds register the service worker that keeps the app shell for offline use (see vite.config.ts).
import '@fontsource-variable/fraunces/opsz.css';
import '@fontsource-variable/fraunces/opsz-italic.css';
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/global.css';
import './app/app.css';
import './app/public-page-styles';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/providers';
import { announceOfflineReady } from './lib/offline-ready';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page arrives rendered by the server with the query cache it used (ssr/entry-server.tsx):
// hydrate it. Everything else (the planner) starts from an empty root.
const serverState = document.getElementById('__confetti_state')?.textContent;
if (serverState && container.firstElementChild) {
  const dehydratedState = JSON.parse(serverState) as DehydratedState;
  hydrateRoot(
    container,
    <StrictMode>
      <App dehydratedState={dehydratedState} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the first paint: the service worker's precache download must not slow the first visit.
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) =>
      registerSW({ immediate: true, onOfflineReady: announceOfflineReady }),
    );
  });
}
