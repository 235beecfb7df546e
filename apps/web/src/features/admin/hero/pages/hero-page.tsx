import type { AdminHeroSlide } from '@staybook/contract/hero-admin';
import { type DragEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { mediaVariant } from '../../../../lib/media';
import { Badge, PageHeader, Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { useDeleteHeroSlide } from '../api/delete-hero-slide';
import { heroCategoryOf, useHeroSlides } from '../api/get-hero-slides';
import { useReorderHeroSlides } from '../api/reorder-hero-slides';
import { useSaveHeroSlide } from '../api/save-hero-slide';
import { useToggleHeroSlide } from '../api/toggle-hero-slide';
import { HeroSlideForm } from '../components/hero-slide-form';
import { moveItem } from '../logic/move-item';
import { draftOf, emptyDraft } from '../logic/slide-form';

type Editing = { mode: 'new' } | { mode: 'edit'; slide: AdminHeroSlide } | null;

/** Hero slides: the home page's slideshow, in the order guests see it. */
export default function HeroPage() {
  const [params, setParams] = useSearchParams();
  const category = heroCategoryOf(params);
  const slides = useHeroSlides(category);
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragIndex, setDragIndex] = useState<number | null>(null);

  const save = useSaveHeroSlide();
  const toggleSlide = useToggleHeroSlide();
  const removeSlide = useDeleteHeroSlide();
  const reorderSlides = useReorderHeroSlides(category);
  const toggle = {
    isPending: toggleSlide.isPending,
    mutate: (id: string) =>
      toggleSlide.mutate(id, {
        onSuccess: (slide) =>
          toast.success(slide.isActive ? `"${slide.title}" is now shown.` : `"${slide.title}" is now hidden.`),
        onError: (error) => toast.error(errorMessage(error)),
      }),
  };
  const remove = {
    isPending: removeSlide.isPending,
    mutate: (slide: AdminHeroSlide) =>
      removeSlide.mutate(slide, {
        onSuccess: () => toast.success(`"${slide.title}" deleted.`),
        onError: (error) => toast.error(errorMessage(error)),
      }),
  };
  const reorder = {
    isPending: reorderSlides.isPending,
    mutate: (ids: string[]) =>
      reorderSlides.mutate(ids, {
        onError: (error) => toast.error(`The new order was not saved: ${errorMessage(error)}`),
      }),
  };

  const move = (from: number, to: number) => {
    const list = slides.data ?? [];
    if (to < 0 || to >= list.length || from === to) return;
    const next = moveItem(list, from, to);
    setAnnouncement(`${list[from]?.title} moved to position ${to + 1} of ${list.length}.`);
    reorder.mutate(next.map((s) => s.id));
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragIndex !== null) move(dragIndex, to);
    setDragIndex(null);
  };

  return (
    <div>
      <PageHeader
        title="Hero slides"
        help="The slideshow at the top of the home page. Guests see active slides in this order."
        actions={
          <button type="button" className="btn-primary" onClick={() => setEditing({ mode: 'new' })}>
            New slide
          </button>
        }
      />
      <form
        className="mb-4 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const value = new FormData(e.currentTarget).get('category')?.toString().trim().toLowerCase() || 'home';
          setParams({ category: value });
        }}
      >
        <div>
          <label className="label" htmlFor="hero-category">
            Slideshow
          </label>
          <input id="hero-category" name="category" className="input" defaultValue={category} key={category} />
        </div>
        <button type="submit" className="btn-outline">
          Show
        </button>
      </form>

      {editing && (
        <Panel className="mb-6">
          <HeroSlideForm
            key={editing.mode === 'edit' ? editing.slide.id : 'new'}
            heading={editing.mode === 'edit' ? `Edit "${editing.slide.title}"` : 'New slide'}
            initial={editing.mode === 'edit' ? draftOf(editing.slide) : emptyDraft}
            category={category}
            saving={save.isPending}
            error={save.error}
            onSave={(input) =>
              save.mutate(
                { id: editing.mode === 'edit' ? editing.slide.id : null, input },
                {
                  onSuccess: (slide) => {
                    toast.success(editing.mode === 'edit' ? 'Slide saved.' : `Slide "${slide.title}" created.`);
                    setEditing(null);
                  },
                },
              )
            }
            onCancel={() => {
              save.reset();
              setEditing(null);
            }}
          />
        </Panel>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {/* An ordered list, not a table: rows are dragged into the order guests see. */}
      <QueryState
        query={slides}
        loading="Loading slides"
        isEmpty={(data) => data.length === 0}
        empty={`No slides yet in "${category}". The home page shows its five built-in slides until you add one.`}
      >
        {(list) => (
          <ol className="space-y-3" aria-label="Slides in display order">
            {list.map((slide, index) => (
              <li
                key={slide.id}
                draggable
                onDragStart={(e) => {
                  setDragIndex(index);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', slide.id);
                }}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => onDrop(e, index)}
                onDragEnd={() => setDragIndex(null)}
                data-testid="hero-slide-row"
                className={`flex flex-wrap items-center gap-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 ${dragIndex === index ? 'opacity-50' : ''}`}
              >
                <span aria-hidden="true" className="cursor-grab text-xl text-slate-400" title="Drag to reorder">
                  ⠿
                </span>
                <span className="w-6 text-center font-semibold text-slate-700">{index + 1}</span>
                <img
                  src={mediaVariant(slide.image, 320)}
                  alt=""
                  width={128}
                  height={72}
                  className="h-18 w-32 rounded-lg bg-slate-200 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">{slide.title}</p>
                  <p className="truncate text-sm text-slate-600">{slide.subtitle}</p>
                  <div className="mt-1">
                    {slide.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Hidden</Badge>}
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-outline px-3"
                    aria-label={`Move ${slide.title} up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-3"
                    aria-label={`Move ${slide.title} down`}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn-outline"
                    aria-label={`${slide.isActive ? 'Hide' : 'Show'} ${slide.title}`}
                    onClick={() => toggle.mutate(slide.id)}
                    disabled={toggle.isPending}
                  >
                    {slide.isActive ? 'Hide' : 'Show'}
                  </button>
                  <button
                    type="button"
                    className="btn-outline"
                    aria-label={`Edit ${slide.title}`}
                    onClick={() => {
                      save.reset();
                      setEditing({ mode: 'edit', slide });
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn-outline text-red-700"
                    aria-label={`Delete ${slide.title}`}
                    onClick={() => {
                      if (window.confirm(`Delete the slide "${slide.title}"? This cannot be undone.`))
                        remove.mutate(slide);
                    }}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </div>
  );
}
