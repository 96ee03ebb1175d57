import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { TileId } from '../../../domain/dashboard/tiles';

export interface TileItem {
  key: string;
  primary: ReactNode;
  secondary?: ReactNode;
  /** The screen that acts on this one line (a roll call, a class course's marks, a class's cards). */
  to?: string;
}

export interface TileView {
  figure: ReactNode;
  detail?: ReactNode;
  items?: TileItem[];
  /** Said under the figure when the list is empty. */
  empty?: ReactNode;
}

/** One tile: its title, the figure, a line of detail, a short list, and the button to the screen that acts on it. */
export function DashboardTile({ id, to, view }: { id: TileId; to: string; view: TileView }) {
  const titleId = `dashboard-tile-${id}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" color="text.secondary" gutterBottom>
          <FormattedMessage id={`dashboard.tiles.${id}.title`} />
        </Typography>
        <Typography variant="h4" component="p">
          {view.figure}
        </Typography>
        {view.detail && (
          <Typography variant="body2" color="text.secondary">
            {view.detail}
          </Typography>
        )}
        {view.items && view.items.length > 0 ? (
          <List dense disablePadding sx={{ mt: 1 }}>
            {view.items.map((item) => (
              <ListItem key={item.key} disableGutters>
                <ListItemText
                  primary={
                    item.to ? (
                      <Link component={RouterLink} to={item.to}>
                        {item.primary}
                      </Link>
                    ) : (
                      item.primary
                    )
                  }
                  secondary={item.secondary}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          view.empty && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {view.empty}
            </Typography>
          )
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={to} size="small">
          <FormattedMessage id={`dashboard.tiles.${id}.action`} />
        </Button>
      </CardActions>
    </Card>
  );
}
