import { useEffect, useState } from 'react';
import { type TabItem, TabList } from '../../../components/ui/tabs';
import { useT } from '../../../lib/i18n';

/** The spec's sticky threshold: past this much scrolling the bar is drawn as stuck. */
export const STICKY_THRESHOLD_PX = 100;

interface StickyTabBarProps {
  tabs: TabItem[];
  active: string | null;
  onChange: (id: string) => void;
  idPrefix: string;
}

export function StickyTabBar({ tabs, active, onChange, idPrefix }: StickyTabBarProps) {
  const t = useT('property');
  const [isStuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () => setStuck(window.scrollY > STICKY_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div
      data-stuck={isStuck || undefined}
      className={`sticky top-0 z-30 border-b bg-white transition-shadow ${isStuck ? 'border-slate-200 shadow-md' : 'border-transparent'}`}
    >
      <TabList
        tabs={tabs}
        active={active}
        onChange={onChange}
        idPrefix={idPrefix}
        label={t('property.tabsLabel')}
        className="mx-auto max-w-6xl px-2 sm:px-4"
      />
    </div>
  );
}
