import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppContext } from './app/app-context.ts';
import { createI18n } from './i18n/i18n.ts';
import './ui/fonts.ts';
import './ui/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The reader's language is ready before the first paint, so the splash never flashes in the wrong one.
void createI18n().then((i18n) => {
  createRoot(root).render(
    <StrictMode>
      <App context={createAppContext()} i18n={i18n} />
    </StrictMode>,
  );
});
