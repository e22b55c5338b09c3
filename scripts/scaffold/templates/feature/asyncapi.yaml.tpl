# __title__'s events (AsyncAPI 3): the messages it adds to the hub (defined in contract/shared.asyncapi.yaml) or
# the channels it defines, their operations and payloads; a new feature publishes none yet. To publish one, add
# its message, operation and payload schema here as features/smsMessaging/asyncapi.yaml does, its reader to the
# module's hubEvents, and its publishing to the sandbox part. `npm run contract:bundle` merges this fragment into
# contract/asyncapi.yaml (docs/backend-contract.md, docs/decisions/332).
channels: {}
operations: {}
components: {}
