# What every content file's check says (engine/content): the schema's errors (pydantic's error
# types, in pydantic's own English), the loading gate and the kind of a document.

schema-other = { $text }
schema-missing = Field required
schema-extra-forbidden = Extra inputs are not permitted
schema-int-parsing = Input should be a valid integer, unable to parse string as an integer
schema-int-type = Input should be a valid integer
schema-int-from-float = Input should be a valid integer, got a number with a fractional part
schema-float-parsing = Input should be a valid number, unable to parse string as a number
schema-float-type = Input should be a valid number
schema-finite-number = Input should be a finite number
schema-string-type = Input should be a valid string
schema-bool-parsing = Input should be a valid boolean, unable to interpret input
schema-bool-type = Input should be a valid boolean
schema-list-type = Input should be a valid list
schema-dict-type = Input should be a valid dictionary
schema-model-type = Input should be a valid dictionary or instance of { $class_name }
schema-model-attributes-type = Input should be a valid dictionary or object to extract fields from
schema-none-required = Input should be None
schema-greater-than = Input should be greater than { $gt }
schema-greater-than-equal = Input should be greater than or equal to { $ge }
schema-less-than = Input should be less than { $lt }
schema-less-than-equal = Input should be less than or equal to { $le }
schema-multiple-of = Input should be a multiple of { $multiple_of }
schema-too-short = { $field_type } should have at least { $min_length } { $min_length ->
        [one] item
       *[other] items
    } after validation, not { $actual_length }
schema-too-long = { $field_type } should have at most { $max_length } { $max_length ->
        [one] item
       *[other] items
    } after validation, not { $actual_length }
schema-string-too-short = String should have at least { $min_length } { $min_length ->
        [one] character
       *[other] characters
    }
schema-string-too-long = String should have at most { $max_length } { $max_length ->
        [one] character
       *[other] characters
    }
schema-string-pattern-mismatch = String should match pattern '{ $pattern }'
schema-literal-error = Input should be { $expected }
schema-enum = Input should be { $expected }
schema-union-tag-invalid = Input tag '{ $tag }' found using { $discriminator } does not match any of the expected tags: { $expected_tags }
schema-union-tag-not-found = Unable to extract tag using discriminator { $discriminator }
schema-value-error = Value error, { $error }
schema-assertion-error = Assertion failed, { $error }

## the loading gate (engine/content/reader.py)

reader-folder = is a folder, not a file
reader-not-regular = is not a regular file (a pipe or a device?)
reader-too-large = file is larger than { $megabytes } MB
reader-cannot-read = cannot read file: { $reason }
reader-empty = the file is empty
reader-blank = the file holds only blanks
reader-bom = the file is { $encoding } text; save it as UTF-8
reader-utf16 = the file looks like UTF-16 or UTF-32 text without a byte-order mark; save it as UTF-8
reader-not-utf8 = file is not UTF-8 text (byte { $byte } at column { $column })
reader-control = control character { $char } at column { $column }: content files are plain text
reader-too-many-lines = the file has more than { $lines } lines; refused
reader-invalid-yaml = invalid YAML: { $detail }

## a rules text whose numbers disagree with the numbers played

check-text-numbers-none = the text states { $stated }, but the ability plays with no numbers
check-text-numbers = the text states { $stated }, but the numbers played are { $plays }: correct the text or the numbers
check-text-number = { $name } { $value }

## several documents of one kind with one id (engine/content/library.py, live.py)

content-duplicate-id = { $kind } '{ $id }' is also the id of { $other }: two documents of one kind need ids of their own
content-duplicate-id-left-out = { $kind } '{ $id }' is also the id of { $other } ({ $origin }): this one is left out of the content; two documents of one kind need ids of their own
content-origin = { $where ->
        [bundled] bundled
        [pack] pack { $name }
        [folder] folder { $name }
        [unsaved] unsaved document { $name }
       *[memory] made in memory
    }

## a file that cannot be used or checked (engine/content/library.py)

content-no-path = no such file or folder
content-wrong-kind = a { $kind } file, not a { $wanted }
content-check-crashed = the { $kind } check { $check } failed: { $error }; the file could not be fully checked (a Warbench bug, please report it)
content-check-crashed-at = { $check } (raised in { $function } at { $source }:{ $line })

## the strict YAML reading of the gate

reader-too-deep = the document nests deeper than { $levels } levels
reader-too-many-values = the document has more than { $most } values (each use of an alias counts its values again)
reader-expands-too-far = the document expands to more than { $most } characters of text (each use of an alias counts its whole text again)
reader-second-document = a second YAML document starts here; a file holds one document
reader-alias-unknown = alias { $alias } names no anchor defined before it
reader-tag = unsupported YAML tag { $tag }
reader-key-not-plain = mapping keys must be plain values
reader-duplicate-key = duplicate key { $key }
reader-value-too-long = a value of { $length } characters; at most { $most }
reader-number-too-long = a number of { NUMBER($length, useGrouping: 0) } characters is too long for any field
reader-not-valid = not a valid { $type }
reader-value-unread = cannot read the value { $value }: { $problem }
reader-merge = a merge key ('<<') takes a mapping or a list of mappings

## an id written wrongly (engine/content/base.py, ident_problem)

id-empty = an id cannot be empty
id-too-long = an id has at most { $most } characters, this one { $length }
id-not-nfc = an id must be in NFC form (a letter with an accent written as two characters?); retype it
id-bad-start = an id starts with a letter, a digit or '_', not '{ $char }'
id-character = character { $at } ({ $code } { $name })
id-other-digit = { $where } is a digit of another script; ids use the digits 0-9
id-not-allowed = { $where } is not allowed; ids hold letters, digits 0-9, '_', '-' and '.'
id-compatibility = { $where } is a compatibility form (full-width or styled); type the plain letter
id-mixed-scripts = { $where } is { $script } but { $at } is { $first }: an id uses the letters of one script
