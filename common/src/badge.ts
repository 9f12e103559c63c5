/** Colour names of status badges, as the UI's colour palettes name them. */
export type BadgeColour = 'amber' | 'green' | 'red' | 'orange' | 'gray' | 'purple' | 'blue';

export interface Badge {
  label: string;
  colour: BadgeColour;
}
