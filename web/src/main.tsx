// i18n first: the router's loaders read the detected language as soon as the router exists.
import './lib/i18n.ts';
import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { dropServerHeadTags } from './lib/server-head.ts';

dropServerHeadTags();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
