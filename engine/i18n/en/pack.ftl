# What content packs say (engine/content/pack*.py, manifest.py): refusals of an export or an
# import, the issues of `warbench pack check`. The numbers are written without grouping, as
# before (a size in bytes is read whole).

## names of the files a pack holds (packfiles.py)

pack-name-too-long = the name is longer than { NUMBER($limit, useGrouping: 0) } characters
pack-name-illegal-char = the name has an illegal character (a backslash or a control character)
pack-name-absolute = the name is an absolute path, outside the pack folder
pack-name-too-deep = the name is more than { NUMBER($limit, useGrouping: 0) } folders deep
pack-name-outside = the name would be written outside the pack folder
pack-name-part-too-long = a part of the name is longer than { NUMBER($limit, useGrouping: 0) } characters
pack-name-part-illegal = { $part } has an illegal character: names are letters, digits, '_', '-' and '.' (not starting with a dot or '-')
pack-name-device = { $part } is a device name on Windows
pack-file-types = packs hold only { $allowed } files
pack-path-link = { $path }: a symbolic link; packs hold only regular files (replace it by a copy)
pack-path-special = { $path }: not a regular file (a pipe, socket or device)
pack-path-why = { $path }: { $why }
pack-path-too-large = { $path }: larger than { NUMBER($bytes, useGrouping: 0) } bytes
pack-folder-too-large = { $folder }: more than { NUMBER($files, useGrouping: 0) } files or { NUMBER($bytes, useGrouping: 0) } bytes
pack-cannot-read = { $path }: cannot read: { $reason }
pack-path-not-regular = { $path }: not a regular file

## export and import (pack.py)

pack-exists = { $folder } already exists; import with overwrite to replace it
pack-name-twice = { $where }: { $name } appears twice (or twice in different case, { $other })
pack-file-and-folder = { $where }: { $name } is both a file and a folder
pack-kind = kind must be 'warbench/pack'
pack-at-kind = { $where }: kind must be 'warbench/pack'
pack-does-not-validate = { $where }: the pack does not validate:{ $issues }
pack-not-folder = { $folder }: not a folder
pack-no-manifest-file = { $folder }: no { $manifest } (a regular file) at the top of the pack
pack-zip-is-folder = { $path }: a folder; name the zip file to write
pack-zip-not-regular = { $path }: not a zip file (not a regular file)
pack-not-zip = { $path }: not a zip file
pack-cannot-open = { $path }: cannot open archive: { $reason }
pack-too-many-members = { $where }: { NUMBER($count, useGrouping: 0) } members; at most { NUMBER($limit, useGrouping: 0) } allowed
pack-member = { $where }: member { $member }
pack-member-no-name = { $member }: a member without a name
pack-member-why = { $member }: { $why }
pack-member-encrypted = { $member } is encrypted; packs are not
pack-member-compression = { $member }: compression method { NUMBER($method, useGrouping: 0) } (packs use stored or deflated)
pack-member-special = { $member } is a link or special file
pack-member-file-type = { $member } has a file type packs may not contain: { $why }
pack-member-too-large = { $member } is larger than { NUMBER($bytes, useGrouping: 0) } bytes
pack-member-packed-into-none = { $member }: the directory says { NUMBER($bytes, useGrouping: 0) } bytes packed into none
pack-member-ratio = { $member } has a suspicious compression ratio
pack-member-stored-sizes = { $member } is stored but its sizes differ ({ NUMBER($packed, useGrouping: 0) } and { NUMBER($size, useGrouping: 0) })
pack-expands = { $where }: the pack expands to more than { NUMBER($bytes, useGrouping: 0) } bytes
pack-no-manifest-archive = { $where }: no { $manifest } at the top of the archive
pack-nested-manifest = { $where }: { $name }: a pack has one { $manifest }, at its top
pack-member-no-data = { $member }: the directory points at no member data
pack-member-encrypted-local = { $member } is encrypted in its local header; packs are not
pack-member-method-differs = { $member }: the directory and the member disagree on the compression
pack-member-past-directory = { $member }: its data runs past the archive's directory (sizes do not match the data)
pack-members-overlap = { $where }: members { $first } and { $second } overlap in the archive
pack-member-more-data = { $member } holds more data than the directory says ({ NUMBER($bytes, useGrouping: 0) } bytes)
pack-member-corrupt = { $member }: the data is corrupt or cannot be read ({ $reason })
pack-member-size-differs = { $member } holds { NUMBER($written, useGrouping: 0) } bytes but the directory says { NUMBER($bytes, useGrouping: 0) }
pack-target-not-folder = { $folder }: not a folder; import into a folder
pack-cannot-create = { $folder }: cannot create the folder: { $reason }
pack-invalid-manifest = { $where }: invalid manifest:{ $issues }
pack-at-why = { $where }: { $why }
pack-cannot-install = { $where }: pack { $id } { $version } cannot be installed: { JOIN($reasons, sep: "; ") }
pack-target-link = { $folder } is a symbolic link; remove it yourself, an import never replaces a link
pack-target-file = { $folder } is a file, not a pack folder; remove it yourself to import

## the manifest and pack check (manifest.py, packcheck.py)

pack-reserved-core = the pack id 'core' belongs to the content that comes with Warbench; give the pack an id of its own
pack-needs-engine = it needs Warbench { $range }, and this is Warbench { $version }
pack-dependency-missing = it depends on pack { $id }{ $wanted }, which is not installed (or not enabled)
pack-dependency-version = it depends on pack { $id }{ $wanted }, and version { $have } is installed
pack-hash-missing = { $name }: listed in the manifest but missing
pack-hash-changed = { $name }: changed since the manifest's hash was written
pack-hash-unlisted = { $name }: not listed in the manifest's files
pack-reference-undeclared = refers to { $kind } { $id } of pack { $pack }, which the manifest does not list in 'depends'
pack-item = { $kind } { $id } of pack { $pack }
pack-override-declared = replaces { $item } (declared)
pack-override-undeclared = replaces { $item } without the manifest saying so: list it in 'overrides' ({"{"}kind: { $kind }, id: { $id }{"}"}) or give this document an id of its own
pack-override-unused = lists { $kind } { $id } in 'overrides', but the pack replaces no such item
pack-manifest-kind = manifest.yaml must have kind 'warbench/pack'
pack-unknown-game = unknown game { $game } (Warbench plays { $known })
pack-game-not-listed = document of game { $game } but the pack manifest does not list that game
pack-not-semver = { $text } is not a semantic version such as 1.0.0 or 2.1.0-beta.1
pack-not-range = { $text } is not a version range such as '>=1.0,<2' (comparisons joined by commas)
pack-not-version = { $text } is not a semantic version
pack-own-hash = the manifest does not list its own hash
pack-override-twice = { $kind } { $id } is listed twice
pack-dependency-twice = pack { $id } is listed twice

## installed packs (packstore.py)

pack-core-always-enabled = the core pack comes with Warbench and is always enabled
pack-not-installed = no installed pack { $id } in { $folder }
pack-problem-manifest = the manifest does not load: { $issue }
pack-problem-core-id = the id 'core' belongs to the pack that comes with Warbench
pack-problem-folder-name = the folder is named { $folder } but the pack's id is { $id }
pack-problem-not-manifest = manifest.yaml is not a pack manifest
pack-core-not-removed = the core pack comes with Warbench and cannot be removed
pack-needed-by = pack { $id } is needed by { $packs }; disable or remove those first
pack-no-manifest-loads = { $folder }: no pack manifest that loads
pack-cannot-save-version = cannot save version { $version }: { $why }
pack-version-not-newer = version { $version } is not newer than the pack's version { $current }
pack-version-saved = version { $version } of pack { $id } was already saved

## making a pack (packcli.py)

pack-cannot-make = cannot make the pack: { $why }
pack-folder-not-empty = { $folder }: already exists and is not an empty folder

## what changed between two versions of a pack (packdiff.py)

pack-diff-head = pack { $old } -> { $new }: { NUMBER($files, useGrouping: 0) } file(s) changed
pack-diff-not-compared = not compared entry by entry: { $why }
pack-diff-same-content = the same content, written differently
pack-diff-member-unreadable = { $path }: member { $member } cannot be read: { $reason }
pack-diff-not-utf8 = not UTF-8 text
pack-cannot-make-fields = cannot make the pack: { JOIN($problems, sep: "; ") }
pack-field-problem = { $field }: { $why }
