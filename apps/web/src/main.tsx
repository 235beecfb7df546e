import { Component, type ReactNode, StrictMode, useCallback, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { FailedToLoadScreen } from './app/layout/error-screens';
import { Splash } from './app/layout/splash';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { cleanUpStorage, clearAllStorage, rememberSplashSeen, shouldShowSplash } from './app/startup';
import './index.css';

cleanUpStorage();
const queryClient = createQueryClient();
const router = createRouter(queryClient);

/** If rendering fails outright, storage is cleared and 'Failed to load application' offers a fresh start. */
class StartupBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    clearAllStorage();
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <FailedToLoadScreen
          onClear={() => {
            clearAllStorage();
            window.location.reload();
          }}
        />
      );
    return this.props.children;
  }
}

function App() {
  const [splash, setSplash] = useState(shouldShowSplash);
  const done = useCallback(() => {
    rememberSplashSeen();
    setSplash(false);
  }, []);
  if (splash) return <Splash onDone={done} />;
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <StartupBoundary>
      <App />
    </StartupBoundary>
  </StrictMode>
);
// index.html carries the splash pre-rendered, so it paints before any script runs. When the splash is due, React
// adopts those very nodes (hydration) instead of redrawing them; otherwise the page starts from an empty root.
if (shouldShowSplash() && container.querySelector('#boot-splash')) hydrateRoot(container, app);
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
