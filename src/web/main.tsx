import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/cairo';
import './index.css';
import { pageLanguage, startI18n } from './lib/i18n';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const language = pageLanguage();
await startI18n(language);

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter language={language} />
    </AppProvider>
  </StrictMode>,
);
