import { DEFAULT_SERVICE_AREAS, isServiceAreaId, listedTowns } from './service-areas';

describe('listedTowns', () => {
  it("names the spec's seven towns in the spec's order from the seeded areas, without the quoted 'Other'", () => {
    expect(listedTowns(DEFAULT_SERVICE_AREAS)).toEqual([
      'Puyallup',
      'Tacoma',
      'Sumner',
      'Graham',
      'Bonney Lake',
      'South Hill',
      'Spanaway',
    ]);
  });

  it("drops a town the owner no longer offers and adds hers after the spec's, in her order", () => {
    const offered = [
      ...DEFAULT_SERVICE_AREAS.filter((area) => area.id !== 'tacoma'),
      {
        id: 'olympia',
        name: 'Olympia',
        travelMinutes: 50,
        travelFeeCents: 5000,
        quoted: false,
        sortOrder: 10,
      },
      {
        id: 'gig-harbor',
        name: 'Gig Harbor',
        travelMinutes: 45,
        travelFeeCents: 4000,
        quoted: false,
        sortOrder: 9,
      },
    ];
    expect(listedTowns(offered)).toEqual([
      'Puyallup',
      'Sumner',
      'Graham',
      'Bonney Lake',
      'South Hill',
      'Spanaway',
      'Gig Harbor',
      'Olympia',
    ]);
  });
});

describe('isServiceAreaId', () => {
  it.each(['puyallup', 'bonney-lake', 'area-51', 'a'.repeat(40)])('accepts %s', (id) => {
    expect(isServiceAreaId(id)).toBe(true);
  });

  it.each(['', 'Puyallup', 'bonney--lake', '-tacoma', 'tacoma-', 'south hill', 'a'.repeat(41)])(
    'refuses %j',
    (id) => {
      expect(isServiceAreaId(id)).toBe(false);
    },
  );
});
