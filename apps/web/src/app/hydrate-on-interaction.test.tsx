import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferHydrationUntilInteraction, HydrateOnInteraction, hydrationDeferred } from './hydrate-on-interaction';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="top" />
      <HydrateOnInteraction>
        <footer>
          <Counter label="below" />
        </footer>
      </HydrateOnInteraction>
    </main>
  );
}

// React's act() outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const isHydrated = (element: Element) => Object.keys(element).some((k) => k.startsWith('__reactFiber'));

describe('HydrateOnInteraction', () => {
  it('renders its children on the server as they are, and hydrates them on the first act, reusing the nodes', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('below');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const below = container.querySelector('footer button')!;
    const recoverable = vi.fn();

    deferHydrationUntilInteraction();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    const top = container.querySelector('main > button')!;
    expect(isHydrated(top)).toBe(true);
    expect(isHydrated(below)).toBe(false);
    expect(hydrationDeferred()).toBe(true);

    // The first press anywhere releases it; the click that follows is delivered to the part just hydrated.
    await act(async () => {
      below.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      (below as HTMLButtonElement).click();
    });
    expect(hydrationDeferred()).toBe(false);
    expect(container.querySelector('footer button')).toBe(below);
    expect(isHydrated(below)).toBe(true);
    expect(below.textContent).toBe('below 1');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('draws a part updated while it waits at once (a deep link opening another tab), never leaving it empty', async () => {
    function Tabs({ tab }: { tab: string }) {
      return (
        <main>
          <HydrateOnInteraction>
            <p>{tab}</p>
          </HydrateOnInteraction>
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tabs tab="about" />);
    document.body.append(container);
    deferHydrationUntilInteraction();
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Tabs tab="about" />, { onRecoverableError: recoverable });
    });
    expect(hydrationDeferred()).toBe(true);
    await act(async () => {
      root?.render(<Tabs tab="rooms" />);
    });
    expect(container.querySelector('p')?.textContent).toBe('rooms');
    expect(recoverable).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('keydown'));
    });
    container.remove();
  });

  it('hydrates a part on screen with the page, and one further down as it nears the screen', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    // The element the server drew a part in, as the page finds it (the same one each time it is asked).
    const place = (top: number) => {
      const element = { getBoundingClientRect: () => ({ top, bottom: top + 100, height: 100 }) } as unknown as Element;
      return () => element;
    };
    const onScreen = place(100);
    const below = place(window.innerHeight + 400);
    function Parts() {
      return (
        <main>
          <HydrateOnInteraction drawnIn={onScreen}>
            <Counter label="seen" />
          </HydrateOnInteraction>
          <HydrateOnInteraction drawnIn={below}>
            <Counter label="further" />
          </HydrateOnInteraction>
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Parts />);
    document.body.append(container);
    const [seen, further] = [...container.querySelectorAll('button')];
    deferHydrationUntilInteraction();
    await act(async () => {
      hydrateRoot(container, <Parts />);
    });
    expect(isHydrated(seen!)).toBe(true);
    expect(isHydrated(further!)).toBe(false);
    await act(async () => {
      for (const report of observers) report([{ isIntersecting: true }]);
    });
    expect(isHydrated(further!)).toBe(true);
    expect(hydrationDeferred()).toBe(true);
    await act(async () => {
      window.dispatchEvent(new Event('keydown'));
    });
    vi.unstubAllGlobals();
    container.remove();
  });

  it('renders its children at once where nothing armed it (pages the browser renders, tests)', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    expect(container.querySelector('footer button')?.textContent).toBe('below 0');
  });
});
