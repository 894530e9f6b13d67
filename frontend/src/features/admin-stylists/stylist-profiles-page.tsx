import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router-dom';
import { AccessDenied } from '@/components/access-denied';
import { PlusIcon, UsersIcon } from '@/components/back-office-icons';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/document-meta';
import { useStylistProfiles } from './api/get-stylist-profiles';
import { StylistProfileEditor } from './components/stylist-profile-editor';
import { StylistProfileList } from './components/stylist-profile-list';
import '@/styles/admin-pages.css';
import './stylist-profiles.css';
import '@/styles/patterns/staff-panel.css';

/** Which profile the editor holds: a saved one (by id), a new one, or none. */
type Editing = { kind: 'profile'; id: string } | { kind: 'new'; key: number } | null;

/** /admin/stylists 'Stylist Profiles': the About section's artists, their words and photos (admins). */
export function StylistProfilesPage() {
  usePageTitle('Stylist Profiles');
  const { role } = useAuth();
  const isAdmin = role === 'admin';
  const query = useStylistProfiles({ enabled: isAdmin });
  const denied = !isAdmin || errorStatus(query.error) === 403;
  const [editing, setEditing] = useState<Editing>(null);

  const profiles = query.data?.profiles ?? [];
  const editingProfile =
    editing?.kind === 'profile' ? (profiles.find((p) => p.id === editing.id) ?? null) : null;
  const editorShown = Boolean(editing && query.data && (editing.kind === 'new' || editingProfile));
  // Each Edit or Add asks for the editor's heading to take the focus once the editor is there:
  // pressed while the profiles are still loading, that is when they arrive.
  const [focusAsked, askFocus] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (focusAsked > 0 && editorShown) document.getElementById('stylist-editor-title')?.focus();
  }, [focusAsked, editorShown]);
  const edit = (profile: AdminStylistProfile) => {
    setEditing({ kind: 'profile', id: profile.id });
    askFocus();
  };
  const addNew = () => {
    setEditing({ kind: 'new', key: Date.now() });
    askFocus();
  };

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Stylist Profiles"
        lead="The artists on the home page's About section: their words, their order and their photos."
      />
      <div className="container page-section">
        {denied ? (
          <AccessDenied className="card stylist-admin__denied" iconClassName="stylist-admin__denied-icon" />
        ) : (
          <div className="stylist-admin">
            <section className="stylist-admin__list stack gap-4" aria-labelledby="stylist-list-title">
              <div className="stylist-admin__list-header staff-header-row">
                <h2 id="stylist-list-title" className="stylist-admin__heading">
                  Profiles
                </h2>
                <Button size="sm" onClick={addNew}>
                  <PlusIcon />
                  Add Stylist Profile
                </Button>
              </div>
              {query.isPending ? (
                <ListSkeleton label="Loading stylist profiles…" boxed tile />
              ) : query.isError ? (
                <LoadError
                  boxed
                  text="The stylist profiles could not be loaded."
                  onRetry={() => query.refetch()}
                />
              ) : profiles.length === 0 ? (
                <EmptyState
                  boxed
                  icon={<UsersIcon />}
                  title="No stylist profiles yet"
                  text="Add the first artist to show on the About section."
                />
              ) : (
                <StylistProfileList
                  profiles={profiles}
                  editingId={editingProfile?.id ?? null}
                  onEdit={edit}
                />
              )}
              <Link to="/admin" className="stylist-admin__back">
                Back to Settings
              </Link>
            </section>
            {editing && query.data && editorShown ? (
              <StylistProfileEditor
                key={editing.kind === 'new' ? `new-${editing.key}` : editing.id}
                profile={editingProfile}
                profiles={profiles}
                accounts={query.data.accounts}
                onSaved={(saved) => setEditing({ kind: 'profile', id: saved.id })}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <Card className="stylist-editor stack gap-6 stylist-editor--idle">
                <p className="muted">Choose a profile to edit it, or add a new one.</p>
              </Card>
            )}
          </div>
        )}
      </div>
    </>
  );
}
