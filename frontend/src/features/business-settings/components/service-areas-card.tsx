/** The Service areas card of Business Settings: each area's travel time and fee, and whether it is offered. */
import { SETTINGS_LIMITS } from '@beauty/domain/schemas/business-settings';
import { Button } from '@/components/ui/button';
import { RegionCard } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/fields';
import { FormAlert } from '@/components/ui/form-field';
import { percent, type SettingsCardProps } from '../use-settings-draft';

export function ServiceAreasCard({ form: { draft, setArea, addArea }, errors }: SettingsCardProps) {
  return (
    <RegionCard
      className="business-card"
      titleId="business-areas-title"
      title="Service areas"
      description="Travel time one way from the studio (blocked on each stylist's schedule) and the travel fee. An area no longer offered stays on the bookings made in it."
    >
      <FormAlert message={errors.serviceAreas} />
      <ol className="business-areas stack gap-4 plain-list">
        {draft.serviceAreas.map((area, index) => (
          <li key={area.isNew ? `new-${index}` : area.id} className="business-area stack gap-4 tile">
            <InputField
              id={`area-${index}-name`}
              label="Area"
              value={area.name}
              maxLength={SETTINGS_LIMITS.areaName}
              error={errors[`serviceAreas.${index}.name`] ?? errors[`serviceAreas.${index}.id`]}
              onChange={(e) => setArea(index, { name: e.target.value })}
            />
            <InputField
              id={`area-${index}-minutes`}
              label="Travel (minutes)"
              type="number"
              inputMode="numeric"
              min={0}
              max={SETTINGS_LIMITS.travelMinutes}
              value={Number.isNaN(area.travelMinutes) ? '' : area.travelMinutes}
              error={errors[`serviceAreas.${index}.travelMinutes`]}
              onChange={(e) => setArea(index, { travelMinutes: percent(e.target.value) })}
            />
            <InputField
              id={`area-${index}-fee`}
              label="Travel fee ($)"
              inputMode="decimal"
              value={area.feeDollars}
              disabled={area.quoted}
              error={errors[`serviceAreas.${index}.travelFeeCents`]}
              onChange={(e) => setArea(index, { feeDollars: e.target.value })}
            />
            <div className="business-area__flags cluster">
              <Checkbox
                id={`area-${index}-quoted`}
                label="Fee quoted"
                checked={area.quoted}
                onChange={(e) => setArea(index, { quoted: e.target.checked })}
              />
              <Checkbox
                id={`area-${index}-active`}
                label="Offered"
                checked={area.active}
                onChange={(e) => setArea(index, { active: e.target.checked })}
              />
            </div>
          </li>
        ))}
      </ol>
      {draft.serviceAreas.length < SETTINGS_LIMITS.serviceAreas ? (
        <Button variant="outline" size="sm" onClick={addArea}>
          Add a service area
        </Button>
      ) : null}
    </RegionCard>
  );
}
