import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isIsoDate } from '@/lib/iso-date';
import type { Viewer } from '../appointment-rows';
import { weekStart } from '../schedule-week';
import { CalendarFeedCard } from './calendar-feed-card';
import { TabSection } from './panel';
import { WeekSchedule } from './week-schedule';
import { WorkingTimeEditor } from './working-time-editor';
import './schedule.css';

/**
 * The Schedule tab (spec 001's 'Schedule management coming soon', made real): the week view
 * (my own, or for an admin every stylist side by side with the unassigned requests), the working
 * time editor (weekly hours and time off; admins for anyone), and the private calendar feed in
 * place of the spec's inert 'Sync Calendar'. The week shown is kept in the address (?week=).
 */
export function ScheduleTab({ viewer, today }: { viewer: Viewer; today: string }) {
  const admin = viewer.role === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const stylistSelectRef = useRef<HTMLSelectElement>(null);
  const requested = searchParams.get('week');
  const weekOf = weekStart(requested && isIsoDate(requested) ? requested : today);

  const showWeek = (sunday: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (sunday && sunday !== weekStart(today)) next.set('week', sunday);
        else next.delete('week');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // From a stylist's column: her hours and time off in the editor below, the picker focused.
  const editStylist = (stylistId: string) => {
    setChosen(stylistId);
    // Focusing scrolls the picker into view.
    stylistSelectRef.current?.focus();
  };

  return (
    <div className="stylist-schedule stack gap-8">
      <TabSection
        id="stylist-schedule"
        title="Schedule"
        intro={
          admin
            ? "The team's week side by side: every stylist's appointments with their travel, time off and hours, and the requests nobody holds time for yet."
            : 'Your week: your appointments with their travel, your time off and your hours.'
        }
      >
        {today ? (
          <WeekSchedule
            viewer={viewer}
            today={today}
            weekOf={weekOf}
            onWeekChange={showWeek}
            onEditStylist={admin ? editStylist : undefined}
          />
        ) : null}
      </TabSection>
      {today ? (
        <WorkingTimeEditor
          viewer={viewer}
          today={today}
          chosen={chosen}
          onChoose={setChosen}
          selectRef={stylistSelectRef}
        />
      ) : null}
      <CalendarFeedCard />
    </div>
  );
}
