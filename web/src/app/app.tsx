import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function App() {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
