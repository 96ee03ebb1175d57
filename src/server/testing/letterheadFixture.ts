/** The letterhead a Cameroonian public school writes in Tools: French on the left, English on the right. */
export const LETTERHEAD_LEFT = [
  'République du Cameroun',
  'Paix – Travail – Patrie',
  'Ministère des Enseignements Secondaires',
  'Délégation Régionale du Centre',
];
export const LETTERHEAD_RIGHT = [
  'Republic of Cameroon',
  'Peace – Work – Fatherland',
  'Ministry of Secondary Education',
  'Regional Delegation for the Centre',
];
