/** Basic information: the three editions' rules side by side. */
import type { AlignedChapter } from './types.ts';

export const basicInformation: AlignedChapter = {
  id: 'basic-information',
  title: 'Basic information',
  rows: [
    { rules: ['1.0', '1.0', '1.0'] },
    { rules: ['1.1', '1.1', '1.1'] },
    { rules: ['1.2', '1.2', '1.2'] },
    { rules: ['1.3', '1.3', '1.3'] },
    { rules: ['1.4', '1.4', '1.4'] },
    {
      rules: ['1.5', '1.5', '1.5'],
      changes: [
        {
          in: ['kosovo-1389'],
          summary:
            "Kosovo holds only the final ratio within the COMBAT table's 1:4 to 9:1, after both sides' CMs (6:1 with 7 attacker and 2 defender CMs ends at 9:1); the other two stop at 9:1 after the attacker's CMs, then apply the defender's (7:1).",
          effect: 'ratio-clamp',
        },
      ],
    },
    { rules: ['1.6', '1.6', '1.6'] },
    { rules: ['1.7', '1.7', '1.7'] },
  ],
};
