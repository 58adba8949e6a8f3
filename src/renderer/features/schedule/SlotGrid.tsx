import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import type { GridCell, SlotSelection, WeekGrid } from './schedule-grid';
import { formatLocalDate } from '../../lib/zoned-time';

interface SlotGridProps {
  grid: WeekGrid;
  /** Local hours shown as rows. */
  rows: readonly number[];
  selection: SlotSelection;
  onToggle: (cell: GridCell) => void;
  /** The cell last focused or clicked, whose coefficient the panel edits. */
  currentKey: string | null;
  onCurrent: (cell: GridCell) => void;
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The weekly slots grid: a table of toggle buttons (aria-pressed) with one tab stop; arrow keys,
 * Home and End move between cells and Space or Enter toggles, so the grid works without a mouse.
 */
export function SlotGrid({ grid, rows, selection, onToggle, currentKey, onCurrent }: SlotGridProps) {
  const { t, i18n } = useTranslation('schedule');
  const language = currentLanguage(i18n);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const weekdayFormat = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    timeZone: 'UTC',
    weekday: 'short',
  });
  const [rawFocus, setFocus] = useState<{ row: number; col: number }>({ row: 0, col: 0 });
  // The one tab stop stays inside the grid when the shown rows change.
  const focus = { row: Math.min(rawFocus.row, Math.max(rows.length - 1, 0)), col: rawFocus.col };

  function move(event: KeyboardEvent, row: number, col: number) {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: [row, 0],
      End: [row, grid.days.length - 1],
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    const nextRow = Math.min(Math.max(target[0], 0), rows.length - 1);
    const nextCol = Math.min(Math.max(target[1], 0), grid.days.length - 1);
    setFocus({ row: nextRow, col: nextCol });
    refs.current.get(`${nextRow}:${nextCol}`)?.focus();
  }

  return (
    <div className="slot-grid__scroll">
      <table className="slot-grid">
        <caption className="visually-hidden">{t('editor.grid.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="slot-grid__corner">
              <span className="visually-hidden">{t('editor.grid.time')}</span>
            </th>
            {grid.days.map((day) => (
              <th key={`${day.year}-${day.month}-${day.day}`} scope="col" className="slot-grid__day">
                <abbr title={formatLocalDate(day, language, 'long')} className="slot-grid__weekday">
                  {weekdayFormat.format(new Date(Date.UTC(day.year, day.month - 1, day.day, 12)))}
                </abbr>
                <span className="slot-grid__date">{day.day}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((hour, rowIndex) => (
            <tr key={hour}>
              <th scope="row" className="slot-grid__hour">
                {hourLabel(hour)}
              </th>
              {grid.days.map((day, colIndex) => {
                const cell = grid.cells[colIndex]?.[hour] ?? null;
                const position = `${rowIndex}:${colIndex}`;
                const tabIndex = focus.row === rowIndex && focus.col === colIndex ? 0 : -1;
                if (!cell) {
                  return (
                    <td key={position} className="slot-grid__cell">
                      <span className="slot-grid__none" aria-label={t('editor.grid.unavailable')} />
                    </td>
                  );
                }
                const coefficient = selection.get(cell.key);
                const selected = coefficient !== undefined;
                const name = t('editor.grid.cell', {
                  day: formatLocalDate(day, language, 'long'),
                  time: hourLabel(hour),
                });
                return (
                  <td key={position} className="slot-grid__cell">
                    <button
                      ref={(node) => {
                        if (node) refs.current.set(position, node);
                        else refs.current.delete(position);
                      }}
                      type="button"
                      className={[
                        'slot-grid__button',
                        selected ? 'slot-grid__button--on' : '',
                        currentKey === cell.key ? 'slot-grid__button--current' : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-pressed={selected}
                      // The coefficient a cell shows is part of its name (axe: label-content-name-mismatch).
                      aria-label={selected && coefficient !== 1 ? `${name}, ×${coefficient}` : name}
                      tabIndex={tabIndex}
                      onFocus={() => {
                        setFocus({ row: rowIndex, col: colIndex });
                        onCurrent(cell);
                      }}
                      onClick={() => {
                        onCurrent(cell);
                        onToggle(cell);
                      }}
                      onKeyDown={(event) => move(event, rowIndex, colIndex)}
                    >
                      {selected && coefficient !== 1 ? <span className="slot-grid__coef">×{coefficient}</span> : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
