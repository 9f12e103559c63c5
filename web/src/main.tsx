import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { AppErrorBoundary } from './app/app-error-boundary';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
