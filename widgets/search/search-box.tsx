/**
 * The list view of one search form: the listbox of suggestions and the polite live region.
 * All behaviour lives in the controller (search-controller.ts); this only renders its state.
 */
import { useEffect, useRef, useState } from 'react';
import type { SearchController } from './search-controller';

export interface SearchBoxProps {
  controller: SearchController;
  /** Accessible name of the listbox. */
  label: string;
}

/** Renders the controller's suggestions as `role="option"` items, text only. */
export function SearchBox({ controller, label }: SearchBoxProps) {
  const [state, setState] = useState(controller.getState());
  const mouseChoice = useRef(false);

  useEffect(() => {
    const sync = (): void => setState(controller.getState());
    const unsubscribe = controller.subscribe(sync);
    // The state may have changed between the first render and this subscription.
    sync();
    return unsubscribe;
  }, [controller]);

  const { combo, announcement } = state;
  return (
    <>
      <ul id={controller.listId} role="listbox" className="ppw-search-list" aria-label={label} hidden={!combo.open}>
        {combo.open
          ? combo.items.map((item, index) => (
              <li
                key={item.text}
                id={controller.optionId(index)}
                role="option"
                aria-selected={index === combo.active}
                className={'ppw-search-option' + (index === combo.active ? ' ppw-search-option--active' : '')}
                onMouseDown={(e) => {
                  // Keeps focus in the input (no blur closing the list) and submits at once.
                  e.preventDefault();
                  mouseChoice.current = true;
                  controller.choose(index);
                }}
                onClick={() => {
                  // A click without a mousedown (assistive tech) still chooses the item.
                  if (mouseChoice.current) mouseChoice.current = false;
                  else controller.choose(index);
                }}
              >
                {item.text}
              </li>
            ))
          : null}
      </ul>
      <div className="ppw-search-status" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}
