# __title__: rules in force

The rules that hold today, one line each, with the file that holds the rule and the decision record that says why.
Paths starting with `./` are in this folder. Each rule the feature gets goes here with the record that decided it
([adding a feature](../../docs/adding-a-feature.md#what-to-fill-in-next)); rules every feature shares are in
[rules in force](../../docs/rules.md).

- __title__ shows on every PSA and screen, for the Pro plan (`./module.ts`). [027]
- The page lists the pod contact's items over one call, `GET /__Name__/{psaId}/contacts/{contactId}/items`: the
  scaffold's example, to replace with the feature's own. [150]

[027]: ../../docs/decisions/027-gating-is-data-and-one-function.md
[150]: ../../docs/decisions/150-scaffolds-write-a-working-starting-point.md
