import { Button, Callout, Intent } from '@blueprintjs/core';
import { Document } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { FeatureHeader, Loader, TimeText, usePageStore, type FeaturePageProps } from '@features/api/ui';
import { __Name__StoreFactoryToken } from './__Name__Store';
import './__name__.css';

/** __title__ (written by npm run new:feature): the items of the pod's contact, newest first, with Refresh. */
export const __Name__Page = observer(function __Name__Page({ pod }: FeaturePageProps) {
  // A new store for another record: the key is what the store loads for.
  const store = usePageStore(__Name__StoreFactoryToken, pod, [pod.psaId, pod.contact?.id]);
  const { items } = store;
  const contact = pod.contact;
  return (
    <section className="__kebab__" aria-labelledby="__kebab__-title">
      {/* The kit's header, with the icon of the feature's sidebar item (module.ts): the feature kit checks both. */}
      <FeatureHeader id="__kebab__-title" icon={<Document />} title="__title__" />
      {pod.unavailable ? (
        <Callout intent={Intent.WARNING} title={pod.unavailable.title}>
          {pod.unavailable.message}
        </Callout>
      ) : !contact ? (
        <Callout intent={Intent.PRIMARY}>{pod.ready ? 'This pod has no contact: open a ticket with a contact, or a contact.' : 'Waiting for the pod’s contact…'}</Callout>
      ) : (
        <>
          {items.state === 'failed' && (
            <Callout intent={Intent.DANGER} role="alert" title="The items could not be loaded">
              {items.error}
            </Callout>
          )}
          {items.value === null ? (
            items.state !== 'failed' && <Loader label="Loading the items" />
          ) : items.value.length === 0 ? (
            <p>No items for {contact.name} yet.</p>
          ) : (
            <ul className="__kebab__-items" aria-label={`Items of ${contact.name}`}>
              {items.value.map((item) => (
                <li key={item.id}>
                  <span className="__kebab__-text">{item.text}</span> <TimeText at={item.addedAt} />
                </li>
              ))}
            </ul>
          )}
          <Button text="Refresh" loading={items.state === 'loading'} onClick={() => void store.reload()} />
        </>
      )}
    </section>
  );
});
